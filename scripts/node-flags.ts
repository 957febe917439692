/**
 * Node's flags for Prana's server processes (api and worker), however they start: `npm start`,
 * `npm run start:cluster`, the image (its NODE_OPTIONS, which a test keeps equal to these) and
 * `npm run bench:live`, which runs its baselines with them too.
 *
 * --max-semi-space-size=64: V8's young generation may grow to 64 MB a half (16 MB by default). A
 * request's objects live for the few milliseconds it takes; in a young generation that fills several
 * times a second, each collection finds a dozen requests in flight and copies their objects into the
 * old generation, whose long pauses are what the slowest answers meet (docs/performance.md).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
