import en from "../../../domain/i18n/en/projects.ts";
import { texts } from "../../lib/i18n.ts";

export const projectsText = texts("projects", en);
