import { cloudflareURL } from "../../playwright.config";
import { keepPagesDevWarm } from "../../support/pages-dev-keep-warm";
import { sampleBuilt } from "./sites";

/** For the whole run, the Cloudflare server is kept from leaving a request unanswered (see keepPagesDevWarm). */
export default function globalSetup() {
  if (!sampleBuilt) {
    console.log("content/ is an owner's own content: the tests of the sample's own facts are skipped.");
  }
  return keepPagesDevWarm(cloudflareURL);
}
