import { createContext } from "react-router";

/** The per-request CSP nonce, created by the HTTP layer and put on every script React renders. */
export const nonceContext = createContext<string>("");
