import { Hono } from "hono";
import { serialIdParam as idParam } from "../../../domain/ids.ts";
import {
  adminPaymentsQuerySchema,
  paymentRequestSchema,
  rejectPaymentSchema,
} from "../../../domain/payments.ts";
import type { AppEnv } from "../../app-env.ts";
import { requireUser } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";

export function paymentsRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .post("/", validate("json", paymentRequestSchema), async (c) => {
      const payment = await c.var.deps.payments.submit(c.var.user, c.req.valid("json"));
      return c.json({ payment }, 201);
    })
    .get("/", async (c) => {
      const payments = await c.var.deps.payments.listMine(c.var.user.id);
      return c.json({ payments });
    });
}

// Mounted under /api/admin, which app.ts guards with the admin session.
export function adminPaymentsRoutes() {
  return new Hono<AppEnv>()
    .get("/", validate("query", adminPaymentsQuerySchema), async (c) => {
      return c.json(await c.var.deps.payments.adminList(c.req.valid("query")));
    })
    .post("/:id/approve", validate("param", idParam), async (c) => {
      const { id } = c.req.valid("param");
      const payment = await c.var.deps.paymentReview.approve(id, c.var.ip);
      return c.json({ payment });
    })
    .post(
      "/:id/reject",
      validate("param", idParam),
      validate("json", rejectPaymentSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        const { reason } = c.req.valid("json");
        const payment = await c.var.deps.paymentReview.reject(id, reason, c.var.ip);
        return c.json({ payment });
      },
    );
}
