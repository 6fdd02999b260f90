// Every Urdu namespace in one map: the web loads it when Urdu is chosen, the server at start.
// The admin area is English only (docs/i18n.md), so it has no Urdu namespace.
import { namespaced } from "../catalog.ts";
import account from "./account.ts";
import auth from "./auth.ts";
import contact from "./contact.ts";
import developers from "./developers.ts";
import email from "./email.ts";
import help from "./help.ts";
import landing from "./landing.ts";
import legal from "./legal.ts";
import messages from "./messages.ts";
import payments from "./payments.ts";
import pricing from "./pricing.ts";
import projects from "./projects.ts";
import pronunciation from "./pronunciation.ts";
import shell from "./shell.ts";
import status from "./status.ts";
import studio from "./studio.ts";
import ui from "./ui.ts";

export default namespaced({
  shell,
  messages,
  email,
  studio,
  account,
  auth,
  pricing,
  payments,
  landing,
  help,
  contact,
  status,
  developers,
  pronunciation,
  projects,
  legal,
  ui,
});
