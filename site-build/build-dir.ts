import path from "node:path";

/** Where `react-router build` writes: `build/` unless BUILD_DIR says otherwise. */
export const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
export const clientDir = path.join(buildDir, "client");
