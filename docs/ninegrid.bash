# bash completion for ninegrid                                  -*- shell-script -*-
#
# Installed as <datadir>/bash-completion/completions/ninegrid, where bash-completion loads it
# on first use; or load it by hand with:  source docs/ninegrid.bash
#
# The command line is `ninegrid [GAME] [COMMAND] [OPTIONS]`. Completes the first word (the
# games, the default game's commands and help), a game's commands after the game, a command's
# options after the command (options already on the line are not offered again), the values
# of --algo, --heuristic, --level, --difficulty, --lang, --size and --algos (the item after the
# last comma), file names after --svg and --board and for link solve and hint, and a game and
# a command after `help`. Works with or without the bash-completion package, for
# `--option value` and `--option=value`.

# What the program holds, as `ninegrid help --commands` lists it ("GAME COMMAND OPTION..."
# per line). The tests tagged [docs] in tests/cli/docs.tests.cpp fail when a game, command or
# option listed there is not completed here: add a game as one word, one line of commands and
# one line per command. The first game is the default one: its commands may come first.
_ninegrid_games="eight fifteen link"

# The commands of game $1; the first is what the game's name alone runs.
_ninegrid_commands() {
    case $1 in
        eight) echo "play solve stats bench" ;;
        fifteen) echo "play solve bench tables" ;;
        link) echo "play generate solve hint stats bench" ;;
    esac
}

# The options of command $2 of game $1, with the program's own --lang, which every command takes.
_ninegrid_options() {
    case $1/$2 in
        eight/play) echo "--level --difficulty --seed --start --goal --tile-keys --lang --help" ;;
        eight/solve) echo "--goal --algo --heuristic --weight --boards --json --batch --trace --limit --help --lang" ;;
        eight/stats) echo "--goal --json --help --lang" ;;
        eight/bench) echo "--count --seed --level --difficulty --goal --algos --weight --json --csv --markdown --svg --help --lang" ;;
        fifteen/play) echo "--level --seed --start --goal --tile-keys --lang --help" ;;
        fifteen/solve) echo "--goal --algo --no-reflect --boards --json --batch --help --lang" ;;
        fifteen/bench) echo "--korf --count --seed --goal --reference-nodes --json --markdown --svg --help --lang" ;;
        fifteen/tables) echo "--goal --build --verify --where --clean --json --help --lang" ;;
        link/play) echo "--level --size --rows --cols --kinds --border --no-border --gravity --seed --board --any --help --lang" ;;
        link/generate) echo "--size --rows --cols --kinds --seed --solvable --border --no-border --gravity --help --lang" ;;
        link/solve) echo "--border --no-border --gravity --json --budget --help --lang" ;;
        link/hint) echo "--border --no-border --gravity --json --help --lang" ;;
        link/stats) echo "--size --rows --cols --kinds --count --seed --budget --border --no-border --gravity --json --help --lang" ;;
        link/bench) echo "--board --seed --border --no-border --gravity --json --help --lang" ;;
    esac
}

# Whether word $1 is one of the words in $2.
_ninegrid_in() {
    [[ " $2 " == *" $1 "* ]]
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
    local default_game=${_ninegrid_games%% *}

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

    # The first word: a game, a command of the default game, or help.
    if ((COMP_CWORD == 1)); then
        if [[ $cur == -* ]]; then
            _ninegrid_reply "--help --version --lang -h" "$cur" ""
        else
            _ninegrid_reply "$_ninegrid_games $(_ninegrid_commands "$default_game") help" "$cur" ""
        fi
        return 0
    fi
    local first=${COMP_WORDS[1]}

    # help [GAME] [COMMAND]
    if [[ $first == help ]]; then
        if ((COMP_CWORD == 2)); then
            _ninegrid_reply "$_ninegrid_games $(_ninegrid_commands "$default_game")" "$cur" ""
        elif ((COMP_CWORD == 3)) && _ninegrid_in "${COMP_WORDS[2]}" "$_ninegrid_games"; then
            _ninegrid_reply "$(_ninegrid_commands "${COMP_WORDS[2]}")" "$cur" ""
        fi
        return 0
    fi

    # Which game and command, and where their options begin.
    local game command start
    if _ninegrid_in "$first" "$_ninegrid_games"; then
        game=$first
        local commands
        commands=$(_ninegrid_commands "$game")
        if ((COMP_CWORD == 2)) && [[ $cur != -* ]]; then
            _ninegrid_reply "$commands" "$cur" ""
            return 0
        fi
        if _ninegrid_in "${COMP_WORDS[2]}" "$commands"; then
            command=${COMP_WORDS[2]}
            start=3
        elif [[ ${COMP_WORDS[2]} == -* ]]; then
            command=${commands%% *} # `ninegrid eight --difficulty hard` plays
            start=2
        else
            return 0
        fi
    elif _ninegrid_in "$first" "$(_ninegrid_commands "$default_game")"; then
        game=$default_game
        command=$first
        start=2
    else
        return 0
    fi

    # The value of an option.
    case $prev in
        --algo)
            if [[ $game == fifteen ]]; then
                _ninegrid_reply "pdb ida" "$cur" "$prefix"
            else
                _ninegrid_reply "bfs astar table ida bidir iddfs greedy wastar pruned astar-closed" "$cur" "$prefix"
            fi
            return 0
            ;;
        --heuristic)
            _ninegrid_reply "manhattan misplaced" "$cur" "$prefix"
            return 0
            ;;
        --build)
            _ninegrid_reply "6-6-3 7-8" "$cur" "$prefix"
            return 0
            ;;
        --level | --difficulty)
            if [[ $command == bench || $game/$command == fifteen/play ]]; then
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
            for item in bfs astar astar-misplaced table ida bidir iddfs greedy wastar pruned \
                astar-closed astar-closed-misplaced; do
                [[ ",$done_items," == *",$item,"* ]] || left+="$item "
            done
            _ninegrid_reply "$left" "$last" "$prefix${done_items:+$done_items,}"
            return 0
            ;;
        --size)
            _ninegrid_reply "classic large shisen" "$cur" "$prefix"
            return 0
            ;;
        --svg | --board)
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
        --seed | --count | --start | --goal | --rows | --cols | --kinds | --budget | --reference-nodes | --weight)
            return 0 # a number or a board: nothing to complete
            ;;
    esac

    # The board file of link solve and hint (or - for standard input).
    if [[ $game == link && ($command == solve || $command == hint) && $cur != -* ]]; then
        compopt -o filenames 2>/dev/null
        local file
        while IFS= read -r file; do
            COMPREPLY+=("$file")
        done < <(compgen -f -- "$cur")
        return 0
    fi

    # Otherwise the command's options, except those already given (each may appear once).
    local options="" option used
    for option in $(_ninegrid_options "$game" "$command"); do
        used=0
        for ((i = start; i < COMP_CWORD; i++)); do
            [[ ${COMP_WORDS[i]} == "$option" || ${COMP_WORDS[i]} == "$option="* ]] && used=1
        done
        ((used)) || options+="$option "
    done
    _ninegrid_reply "$options" "$cur" ""
    return 0
}

complete -F _ninegrid ninegrid
