// Stands in for React Router's server build ("virtual:react-router/server-build", made by Vite's
// plugin) when Vitest imports server/http-app.ts: unit tests exercise the HTTP layer around React
// Router, never a page. Pages are tested end to end against the real build.
export {};
