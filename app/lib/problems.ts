/**
 * One thing wrong with what the owner wrote, a content file or a setting, said so
 * they can put it right. `npm run check` and the settings of the server and the
 * functions all report problems this way. (No imports: the collector's functions
 * load this file as it is.)
 */
export type Problem = { file: string; field: string; message: string; fix: string };

/**
 * Each problem as three lines; `label` shortens a file's name (e.g. relative to the project),
 * `mark` opens each (✗ for a problem, ⚠ for a warning).
 */
export function formatProblems(problems: Problem[], label = (file: string) => file, mark = "✗"): string {
  return problems
    .map((problem) =>
      [
        `${mark} ${label(problem.file)} → ${problem.field}`,
        `    ${problem.message}`,
        `    fix: ${problem.fix}`,
      ].join("\n"),
    )
    .join("\n");
}

/** Thrown when settings are wrong: its message lists every problem. */
export class ProblemsError extends Error {
  constructor(
    readonly problems: Problem[],
    what: string,
  ) {
    super(`${problems.length} problem(s) in ${what}:\n\n${formatProblems(problems)}`);
  }
}
