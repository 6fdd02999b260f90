// The Projects page's edits, checked before anything is written: a block keeps some text, names
// voices that exist and keeps the project within its characters; an order names every block once.
// An edited block is rendered again at the next conversion, and only it: the others' audio is
// kept under the hash of what they say (render.ts).
import { byKey } from "../../../domain/messages.ts";
import {
  type BlockPart,
  blockText,
  characterCount,
  PROJECT_MAX_CHARACTERS,
} from "../../../domain/projects.ts";
import { ApiError } from "../../http/errors.ts";
import { checkVoices } from "./convert.ts";
import type { ProjectsDeps } from "./deps.ts";
import { reorderBlocks, updateBlock } from "./edits.ts";
import type { FullProject } from "./store.ts";

const notFound = () => new ApiError(404, "NOT_FOUND", byKey("projectNotFound"));

/** Throws unless `order` names each of `ids` exactly once. */
export function checkOrder(order: string[], ids: string[]): void {
  const left = new Set(ids);
  if (order.length !== left.size || !order.every((id) => left.delete(id)))
    throw new ApiError(400, "INVALID_ORDER", byKey("projectBadOrder"));
}

export async function editBlock(
  deps: ProjectsDeps,
  project: FullProject,
  blockId: string,
  parts: BlockPart[],
) {
  const blocks = project.chapters.flatMap((c) => c.blocks);
  const block = blocks.find((b) => b.id === blockId);
  if (!block) throw notFound();
  if (blockText({ parts }).trim() === "")
    throw new ApiError(400, "EMPTY_BLOCK", byKey("projectBlockEmpty"));
  await checkVoices(
    deps,
    parts.flatMap((p) => (p.voiceId ? [p.voiceId] : [])),
  );
  const characters = characterCount(blocks) - characterCount([block]) + characterCount([{ parts }]);
  if (characters > PROJECT_MAX_CHARACTERS)
    throw new ApiError(
      400,
      "INVALID_PROJECT",
      byKey("projectTooLong", { max: PROJECT_MAX_CHARACTERS, characters }),
    );
  await updateBlock(deps.db, project.id, blockId, parts, deps.now());
}

export async function moveBlocks(
  deps: ProjectsDeps,
  project: FullProject,
  chapterId: string,
  order: string[],
) {
  const chapter = project.chapters.find((c) => c.id === chapterId);
  if (!chapter) throw notFound();
  checkOrder(
    order,
    chapter.blocks.map((b) => b.id),
  );
  await reorderBlocks(deps.db, project.id, chapterId, order, deps.now());
}
