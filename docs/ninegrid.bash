# bash completion for ninegrid                                  -*- shell-script -*-
#
# Installed as <datadir>/bash-completion/completions/ninegrid, where bash-completion loads it
# on first use; or load it by hand with:  source docs/ninegrid.bash
#
# Completes the commands, each command's options, the values of --algo, --heuristic,
# --difficulty, --lang and --algos (the item after the last comma), file names after --svg,
# and a command name after `help`. Options already on the line are not offered again.
# Works with or without the bash-completion package, for `--option value` and
# `--option=value`.

_ninegrid_commands="play solve stats bench help"

# The options of one command, as its help text lists them.
_ninegrid_options() {
    case $1 in
        play) echo "--difficulty --seed --start --goal --tile-keys --lang --help" ;;
        solve) echo "--goal --algo --heuristic --boards --json --batch --help" ;;
        stats) echo "--goal --json --help" ;;
        bench) echo "--count --seed --difficulty --goal --algos --json --csv --markdown --svg --help" ;;
    esac
}

# Sets COMPREPLY to the words of $1 that begin with $2, each prefixed with $3.
_ninegrid_reply() {
    local word
    COMPREPLY=()
    while IFS= read -r word; do
        [[ -n $word ]] && COMPREPLY+=("$3$word")
    done < <(compgen -W "$1" -- "$2")
}

_ninegrid() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev="" prefix="" i
    ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
    COMPREPLY=()

    # --option=value: bash splits it at '=' when '=' is in COMP_WORDBREAKS (the default), so
    # the words are "--option" "=" "value"; otherwise it arrives whole.
    if [[ $cur == "=" ]]; then
        cur=""
    elif [[ $prev == "=" ]] && ((COMP_CWORD > 1)); then
        prev=${COMP_WORDS[COMP_CWORD - 2]}
    elif [[ $cur == --*=* ]]; then
        prev=${cur%%=*}
        prefix="$prev="
        cur=${cur#*=}
    fi

    # The command is the first word; options come after it.
    if ((COMP_CWORD == 1)); then
        if [[ $cur == -* ]]; then
            _ninegrid_reply "--help --version -h" "$cur" ""
        else
            _ninegrid_reply "$_ninegrid_commands" "$cur" ""
        fi
        return 0
    fi
    local command=${COMP_WORDS[1]}

    if [[ $command == help ]]; then
        ((COMP_CWORD == 2)) && _ninegrid_reply "play solve stats bench" "$cur" ""
        return 0
    fi
    case $command in
        play | solve | stats | bench) ;;
        *) return 0 ;;
    esac

    # The value of an option.
    case $prev in
        --algo)
            _ninegrid_reply "bfs astar table" "$cur" "$prefix"
            return 0
            ;;
        --heuristic)
            _ninegrid_reply "manhattan misplaced" "$cur" "$prefix"
            return 0
            ;;
        --difficulty)
            if [[ $command == bench ]]; then
                _ninegrid_reply "easy medium hard random" "$cur" "$prefix"
            else
                _ninegrid_reply "easy medium hard" "$cur" "$prefix"
            fi
            return 0
            ;;
        --lang)
            _ninegrid_reply "en zh" "$cur" "$prefix"
            return 0
            ;;
        --algos)
            # A comma-separated list: complete the item after the last comma, leaving out the
            # items already listed.
            local done_items="" last=$cur item left=""
            if [[ $cur == *,* ]]; then
                done_items=${cur%,*}
                last=${cur##*,}
            fi
            for item in bfs astar astar-misplaced table; do
                [[ ",$done_items," == *",$item,"* ]] || left+="$item "
            done
            _ninegrid_reply "$left" "$last" "$prefix${done_items:+$done_items,}"
            return 0
            ;;
        --svg)
            if [[ -z $prefix ]] && declare -F _filedir >/dev/null; then
                _filedir
            else
                compopt -o filenames 2>/dev/null
                local file
                while IFS= read -r file; do
                    COMPREPLY+=("$prefix$file")
                done < <(compgen -f -- "$cur")
            fi
            return 0
            ;;
        --seed | --count | --start | --goal)
            return 0 # a number or a board: nothing to complete
            ;;
    esac

    # Otherwise the command's options, except those already given (each may appear once).
    local options="" option used
    for option in $(_ninegrid_options "$command"); do
        used=0
        for ((i = 2; i < COMP_CWORD; i++)); do
            [[ ${COMP_WORDS[i]} == "$option" || ${COMP_WORDS[i]} == "$option="* ]] && used=1
        done
        ((used)) || options+="$option "
    done
    _ninegrid_reply "$options" "$cur" ""
    return 0
}

complete -F _ninegrid ninegrid
