/**
 * How a list of cards is laid out in rows, for any number of them: the sample's six projects
 * and three testimonials as the product gives them (1 column, 2 from small screens, 3 from
 * large), and an owner's other counts without a lone empty column: two or four cards in
 * rows of two, a single one wide, and the last row of an uneven count centred.
 */
export type CardRows = {
  /** The container: cards wrap in rows, the last row centred. */
  row: string;
  /** Each card's width: its share of a row. */
  card: string;
};

const ROW = "flex flex-wrap justify-center gap-x-6";

/** Columns from large screens on, by count. */
export const wideColumns = (count: number): 1 | 2 | 3 =>
  count <= 1 ? 1 : count === 2 || count === 4 ? 2 : 3;

/** The project grid: 1 column, 2 from small screens, up to 3 from large ones. */
export function projectRows(count: number): CardRows {
  if (count <= 1) return { row: ROW, card: "w-full sm:w-4/5 lg:w-2/3" };
  const wide = wideColumns(count) === 2 ? "lg:w-[calc((100%-1.5rem)/2)]" : "lg:w-[calc((100%-3rem)/3)]";
  return { row: ROW, card: `w-full sm:w-[calc((100%-1.5rem)/2)] ${wide}` };
}

/** The testimonials: one column, up to 3 from large screens. */
export function testimonialRows(count: number): CardRows {
  const columns = wideColumns(count);
  const wide =
    columns === 1
      ? "lg:w-2/3"
      : columns === 2
        ? "lg:w-[calc((100%-1.5rem)/2)]"
        : "lg:w-[calc((100%-3rem)/3)]";
  return { row: ROW, card: `w-full ${wide}` };
}
