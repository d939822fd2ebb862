/**
 * A count with its noun, agreeing in number: `1 view`, `2 views`, `0 views`; `1 try`, `3 tries`
 * with the plural given. Everything the owner reads a count in (`npm run stats`, the weekly
 * digest, `npm run inbox`, `npm start`'s build line) says it this way.
 */
export const counted = (count: number, noun: string, plural = `${noun}s`) =>
  `${count} ${count === 1 ? noun : plural}`;
