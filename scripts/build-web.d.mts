// Types of build-web.mjs, for the TypeScript scripts that call it.
export function buildWeb(): Promise<void>;
