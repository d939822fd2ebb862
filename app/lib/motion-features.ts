import { domAnimation } from "motion/react";

// Loaded after hydration by <LazyMotion> in root.tsx, so it stays out of the first bundle.
export default domAnimation;
