import { cloudflareURL } from "../../playwright.config";
import { keepPagesDevWarm } from "../../support/pages-dev-keep-warm";

/** For the whole run, the Cloudflare server is kept from leaving a request unanswered (see keepPagesDevWarm). */
export default function globalSetup() {
  return keepPagesDevWarm(cloudflareURL);
}
