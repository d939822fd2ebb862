// Moves a fork's content from app/content/ (where it lived before 2.0.0) to content/, in one
// commit of its own, so that the merge of the template's new version after it has nothing to
// conflict in. Plain Node and git: it runs from the template's version before the fork has it
// (docs/updating.md):
//   git show template/main:tools/move-content.mjs | node --input-type=module - template/main
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

const OLD = "app/content";
const NEW = "content";

const git = (...args) =>
  execFileSync("git", ["-c", "core.quotePath=false", ...args], { encoding: "utf8" }).trim();
/** The paths git lists, NUL-separated so that no name is quoted or split (Über.jpg, "my photo.png"). */
const paths = (...args) =>
  git(...args, "-z")
    .split("\0")
    .filter(Boolean);
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const target = process.argv[2] ?? "template/main";
if (git("status", "--porcelain"))
  fail("Commit or stash your changes first: this step makes a commit of its own.");
if (existsSync(path.join(NEW, "site.ts")) || existsSync(path.join(NEW, "index.ts")))
  fail(`${NEW}/ already holds content: nothing to move.`);
let base;
try {
  base = git("merge-base", "HEAD", target);
} catch {
  fail(
    `This repository shares no history with ${target} (made with "Use this template"?): merge it once with\n` +
      `git merge ${target} --allow-unrelated-histories, settling what it asks, then run this step again.`,
  );
}
/** The template's code in app/content/: what its new version keeps there stays, as it has it. */
const CODE = new Set(
  paths("ls-tree", "-r", "--name-only", target, OLD).map((file) => path.relative(OLD, file)),
);

const ownerFiles = paths("ls-files", OLD)
  .map((file) => path.relative(OLD, file))
  .filter((file) => !CODE.has(file));
// Every file is checked to be there before the first moves: a step that fails leaves all as it was.
const missing = ownerFiles.filter((file) => !existsSync(path.join(OLD, file)));
if (missing.length > 0)
  fail(`These files git knows are not on disk; restore or delete them first:\n${missing.join("\n")}`);
// The old gather file (index.ts) goes only where the owner wrote content into it: the site now
// reads each file itself.
const baseIndex = git("show", `${base}:${OLD}/index.ts`);
const keep = ownerFiles.filter(
  (file) => file !== "index.ts" || readFileSync(path.join(OLD, file), "utf8").trim() !== baseIndex,
);
const changedCode = [...CODE].filter((file) => {
  try {
    return git("diff", "--name-only", base, "HEAD", "--", `${OLD}/${file}`) !== "";
  } catch {
    return false;
  }
});

for (const file of keep) {
  const to = path.join(NEW, file);
  mkdirSync(path.dirname(to), { recursive: true });
  renameSync(path.join(OLD, file), to);
  // A module that imported the schema beside it now reaches it where it stays.
  if (/\.tsx?$/.test(file)) {
    const text = readFileSync(to, "utf8");
    writeFileSync(to, text.replace(/(["'])(?:\.\/|\.\.\/)+(schema|home-blocks)\1/g, '"~/content/$2"'));
  }
}
// The folders the moves emptied go too.
const removeEmpty = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) removeEmpty(path.join(dir, entry.name));
  if (readdirSync(dir).length === 0) rmdirSync(dir);
};
removeEmpty(OLD);
mkdirSync(OLD, { recursive: true });
git("rm", "-r", "-q", "--cached", OLD);
// app/content/ goes back to what the template last gave you, so its own change to that folder
// (the sample moving out) merges without a conflict.
git("checkout", base, "--", OLD);
git("add", "-A", NEW, OLD);
git(
  "commit",
  "-q",
  "-m",
  "Move my content from app/content/ to content/",
  "-m",
  `Taken from ${OLD}/ before merging ${target}: the template's layout since 2.0.0.`,
);

console.log(`Moved ${keep.length} file(s) of yours from ${OLD}/ to ${NEW}/, in a commit of its own.`);
if (changedCode.length > 0) {
  console.log(
    `You had changed the template's own ${changedCode.map((file) => `${OLD}/${file}`).join(", ")}: put back as the template has it.`,
  );
}
console.log(`Now: git merge ${target}, then npm install and npm run check.`);
