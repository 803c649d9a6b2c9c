// Types of scripts/server-side.mjs: it exports nothing; loading it registers the hook.
export {};
