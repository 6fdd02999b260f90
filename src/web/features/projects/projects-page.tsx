// /projects: the signed-in user's long-form projects (docs/product.md, "Projects"); with
// ?project=<id>, that project.
import { useTexts } from "../../lib/i18n.ts";
import { useNavigate, useSearchParams } from "../../lib/navigation.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { NewProject } from "./new-project.tsx";
import { ProjectList } from "./project-list.tsx";
import { ProjectView } from "./project-view.tsx";
import { projectsText } from "./texts.ts";

export function ProjectsPage() {
  const t = useTexts(projectsText);
  usePageMeta(t("metaTitle"), t("metaDescription"));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const open = params.get("project");
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      {open ? (
        <ProjectView id={open} />
      ) : (
        <>
          <h1 className="text-2xl font-bold">{t("heading")}</h1>
          <p className="text-slate-700 dark:text-slate-300">{t("intro")}</p>
          <NewProject onCreated={(id) => navigate(`/projects?project=${encodeURIComponent(id)}`)} />
          <ProjectList />
        </>
      )}
    </div>
  );
}
