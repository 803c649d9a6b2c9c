import { MAX_PROXY_CARDS, type ProxySheetError } from "./index";
import { DomainError } from "../errors";

/** A proxy sheet the generator refuses, as the services refuse it: 413 for too many cards, else 400. */
export function proxyRefusal(err: ProxySheetError): DomainError {
  const refusal = new DomainError(err.code === "PROXY_TOO_MANY_CARDS" ? "too-large" : "invalid", err.code, err.message);
  return err.code === "PROXY_TOO_MANY_CARDS" ? refusal.saying("apiErrors.PROXY_TOO_MANY_CARDS", { max: MAX_PROXY_CARDS }) : refusal;
}
