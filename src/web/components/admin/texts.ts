// The admin area's texts: English only (docs/i18n.md), so there is no Urdu admin catalogue and
// the lookup always answers in English, whatever language the rest of the interface speaks.
import en from "../../../domain/i18n/en/admin.ts";
import { texts } from "../../lib/i18n.ts";

export const adminText = texts("admin", en);

/** A key of the admin catalogue, as tables of labels store them. */
export type AdminKey = keyof typeof en & string;
