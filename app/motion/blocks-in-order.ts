/**
 * A page's blocks drawn in order (app/motion/blocks-in-order): all the rest of the app imports of
 * it (decision 067).
 */
export { BlocksInOrder } from "~/motion/blocks-in-order/blocks-in-order";
