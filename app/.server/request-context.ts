import { createContext } from "react-router";

/** The per-request CSP nonce, created by the HTTP layer and put on every script React renders. */
export const nonceContext = createContext<string>("");

/** The visitor's address as the HTTP layer sees it (behind a proxy: TRUST_PROXY decides). */
export const clientAddressContext = createContext<string>("");
