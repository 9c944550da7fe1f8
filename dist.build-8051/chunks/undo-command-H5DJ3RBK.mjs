import{a as g,b as c,c as w}from"./chunk-JVVPI5FP.mjs";import{b as f,e as u}from"./chunk-QVTVRR63.mjs";import{d as r}from"./chunk-RJY7642P.mjs";import"./chunk-PJNMDSRV.mjs";import{a as h}from"./chunk-P2Q4ATF6.mjs";import"./chunk-7XRTOLIB.mjs";import"./chunk-SDFF6Z3C.mjs";import"./chunk-AS3CHAKR.mjs";import{parseArgs as y}from"node:util";var b=`Usage: wukong undo --list [--json]
       wukong undo --status [--json]
       wukong undo [ID] [--path P] [--clean] [--yes]

Before a tool call that deletes, moves or rewrites files (rm, mv, git reset --hard, git checkout -- ., git clean,
git stash drop, in-place and mass edits) and before Write/Edit of a file with uncommitted work, Wukong's PreToolUse
hook snapshots the working tree (tracked, modified and untracked files; ignored files are not kept) under
refs/wukong/snapshots/ in this repository. Your index, HEAD, branches and stash are never touched.

--list     the snapshots of this working tree, newest first, with the call that followed each
           (--json: {snapshots: [...]})
--status   whether snapshots can be taken here (a git working tree) and how many there are
ID         the snapshot to go back to (4+ hex digits from --list); default: the newest
--path P   put back only P (a file or a folder)
--clean    also remove files created after the snapshot (default: they are left alone)
--yes      restore although stdin is not a terminal

Restoring first snapshots the present, then writes back every file that differs from the snapshot, byte for byte
with its mode (executable bit, symlinks). \`wukong undo --clean\` right after undoes the undo. Old snapshots are pruned by
undo.keep (count) and undo.maxAgeDays (age) in wukong.config.json.

Restoring is yours, not the agent's: Wukong's gate denies it to the agent, and it refuses to run when stdin is
not a terminal (an agent's Bash has none) unless --yes is given.
Exit codes: 0 done, 1 --status: no snapshots can be taken here, 2 bad input (no such snapshot, not a git
working tree, a path outside it), 3 refused: stdin is not a terminal (give --yes).
`,k={list:{type:"boolean"},status:{type:"boolean"},json:{type:"boolean"},path:{type:"string"},clean:{type:"boolean"},yes:{type:"boolean"},help:{type:"boolean",short:"h"}},d=o=>o.replace("T"," ").replace(/\.\d+Z$|Z$/,""),p=(o,n)=>{let e=o.replace(/\s+/g," ").replace(/[\u0000-\u001f\u007f-\u009f]/g,"?").trim();return e.length>n?`${e.slice(0,n-1)}\u2026`:e};function $(o){return o.length===0?`no snapshots in this working tree yet: Wukong takes one before a call that deletes or rewrites files
`:`ID            TAKEN (UTC)          TOOL        BEFORE
${o.map(e=>`${r(e.commit)}  ${d(e.meta.takenAt)}  ${e.meta.tool.padEnd(11)} ${p(e.meta.before,80)}`).join(`
`)}
`}var l=(o,n=10)=>o.slice(0,n).map(e=>`  ${e}`).join(`
`)+(o.length>n?`
  \u2026 and ${o.length-n} more`:"");async function S(o,n){let{values:e,positionals:i}=y({args:o,allowPositionals:!0,options:k});if(e.help)return n.out(b),0;if(i.length>1)throw new h(`undo takes at most one snapshot ID; got ${i.map(s=>JSON.stringify(s)).join(" ")}`);if((e.list||e.status)&&(i.length||e.path!==void 0||e.clean))throw new h("--list and --status only look: give them without an ID, --path or --clean");if(e.list&&e.status)throw new h("give --list or --status, not both");if(e.status){let s=await g(n.cwd,u(n.env));return e.json?n.out(`${JSON.stringify(s,null,2)}
`):s.available?n.out(`undo: available in ${s.top}: ${s.snapshots} snapshot${s.snapshots===1?"":"s"}${s.newest?`, newest ${r(s.newest.commit)} at ${d(s.newest.meta.takenAt)} before ${p(s.newest.meta.before,60)}`:""}
`):n.out(`undo: unavailable: ${s.why}
`),s.available?0:1}if(e.list){let s=await f(await c(n.cwd),u(n.env));return n.out(e.json?`${JSON.stringify({snapshots:s},null,2)}
`:$(s)),0}if(!(n.stdinIsTTY?n.stdinIsTTY():process.stdin.isTTY===!0)&&!e.yes)return n.err(`wukong undo: refused: stdin is not a terminal. Restoring the workspace is the user's to do; run it from a terminal, or add --yes in a script of your own.
`),3;let t=await w(n.cwd,{...i[0]!==void 0?{id:i[0]}:{},...e.path!==void 0?{path:e.path}:{},...e.clean?{clean:!0}:{},now:new Date,key:u(n.env)}),m=r(t.target.commit),a=[];return t.written.length===0&&t.removed.length===0&&t.submodules.length===0?a.push(`nothing to restore: ${e.path??"the working tree"} already matches snapshot ${m}`):(a.push(`restored ${t.written.length} file${t.written.length===1?"":"s"} from snapshot ${m} (${d(t.target.meta.takenAt)}, before ${p(t.target.meta.before,60)})`),t.written.length&&a.push(l(t.written))),t.removed.length&&a.push(`removed ${t.removed.length} created since (--clean):`,l(t.removed)),t.leftAlone.length&&a.push(`left alone ${t.leftAlone.length} created since the snapshot (--clean removes them):`,l(t.leftAlone)),t.skipped.length&&a.push("not removed (a folder on the way is a symlink):",l(t.skipped)),t.submodules.length&&a.push(`not restored: ${t.submodules.length} submodule${t.submodules.length===1?"":"s"} (a snapshot holds a submodule's commit, not its files; \`git submodule update --init -- <path>\` brings them back from its own repository):`,l(t.submodules)),a.push(`the state before this undo is snapshot ${r(t.before.commit)}: \`wukong undo ${r(t.before.commit)} --clean\` puts it back`),n.out(`${a.join(`
`)}
`),0}export{S as undoCommand,b as undoHelp};
//# sourceMappingURL=undo-command-H5DJ3RBK.mjs.map
