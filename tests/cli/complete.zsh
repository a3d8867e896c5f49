# SPDX-License-Identifier: MIT
# What zsh's completion system offers for command lines of ninegrid, with the completion
# installed the way zsh finds it (as _ninegrid in a folder of $fpath, before compinit):
#     zsh -f tests/cli/complete.zsh docs/ninegrid.zsh 'fifteen bench --' 'solve --algo ' ...
# runs an interactive zsh in a pseudo-terminal, types "ninegrid LINE" and Tab for each LINE and
# prints one line per LINE: the words completion would offer, separated by spaces, each as the
# whole word it would complete to (with --option= or the folder in front). compadd, through
# which every completion function offers its words, is wrapped to print what it adds.
# Exits with 3 when zsh cannot run it (no zsh/zpty module), 2 when the shell does not answer.
zmodload zsh/zpty || exit 3
emulate -R zsh
setopt err_return
local folder=${TMPDIR:-/tmp}/ninegrid-complete-zsh.$$
mkdir -p $folder
trap "rm -rf ${(q)folder}" EXIT
cp $1 $folder/_ninegrid
shift

cat >$folder/setup.zsh <<SETUP
PS1='' PS2='' RPS1=''
fpath=(${(q)folder} \$fpath)
autoload -Uz compinit
compinit -u -D
bindkey -e
compadd() {
    local arg
    for arg in "\$@"; do
        [[ \$arg == (-|--) ]] && break
        # Asking what would match (-O, -A, -D), not adding.
        [[ \$arg == -[OAD] ]] && { builtin compadd "\$@"; return }
    done
    local -a ninegrid_hits
    local -A ninegrid_opts
    zparseopts -E -A ninegrid_opts P: p: s: 2>/dev/null
    builtin compadd -A ninegrid_hits "\$@"
    for arg in \$ninegrid_hits; do
        print -r -- "<<ninegrid-hit>>\$IPREFIX\$ninegrid_opts[-P]\$ninegrid_opts[-p]\$arg\$ninegrid_opts[-s]"
    done
    builtin compadd "\$@"
}
ninegrid_capture() {
    print -r -- "<<ninegrid-begin>>"
    _main_complete
    compstate[insert]=''
    compstate[list]=''
    print -r -- "<<ninegrid-end>>"
}
zle -C ninegrid-capture complete-word ninegrid_capture
bindkey '^I' ninegrid-capture
print -r -- "<<ninegrid-ready>>"
SETUP

TERM=vt100 zpty ninegrid zsh -f -i
zpty -w ninegrid "source ${(q)folder}/setup.zsh"
local text
zpty -r -m ninegrid text '*<<ninegrid-ready>>*' || exit 2
local line part
local -a offered
for line in "$@"; do
    zpty -n -w ninegrid "ninegrid $line"$'\t'
    zpty -r -m ninegrid text '*<<ninegrid-end>>*' || exit 2
    offered=()
    for part in "${(@f)text}"; do
        part=${part%$'\r'}
        [[ $part == *'<<ninegrid-hit>>'* ]] && offered+=("${part#*<<ninegrid-hit>>}")
    done
    print -r -- "${(j: :)offered}"
    zpty -n -w ninegrid $'\C-u'
done
zpty -w ninegrid exit
zpty -d ninegrid
