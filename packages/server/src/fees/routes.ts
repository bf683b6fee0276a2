import { downloads as contractDownloads, endpoints } from "@campus/contract";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { guardianships, schools } from "../db/schema";
import { downloads, storedDownload } from "../http/download";
import { allowedMember, anyone, routes } from "../http/route";
import { messengerOf } from "../services/messenger";
import { paymentsOf } from "../services/payments";
import { nameFor } from "../services/simplified";
import { bursar, follower, payer } from "./callers";
import { FAMILY_PAGE, OFFICE_PAGE } from "./reference";
import { feesWorkbook } from "./services/export";
import { familyFees } from "./services/family";
import {
  childGroups,
  createItem,
  duesPage,
  itemDetail,
  itemsPage,
  officeDueOf,
} from "./services/items";
import {
  decideSlip,
  pay,
  paymentResult,
  payNotified,
  refund,
  slipUpload,
  uploadSlip,
} from "./services/payments";
import { tellDecision, tellNewFee } from "./services/tell";

/** School fees' endpoints of the contract (decision 0050). */
export function registerFeesRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);
  const download = downloads(app, deps);
  const messenger = messengerOf(deps);
  // The deployment's one provider, registration's too; or deposit slips alone.
  const { provider } = paymentsOf(app, deps);
  const methods = provider?.methods ?? [];
  // Groups of children other features name (notices' reply slips), for a fee's audience.
  const groups = (deps.features ?? []).flatMap((feature) => feature.childGroups ?? []);

  route(endpoints.feesFamily)
    .as(payer("query"))
    .handle((ctx, me) => familyFees(ctx, { payer: me, ...ctx.body, methods }));

  route(endpoints.feesPay)
    .as(payer("add"))
    .handle(async (ctx, me) => {
      const [school] = await ctx.db.select().from(schools).where(eq(schools.id, me.schoolId));
      const merchant = school
        ? nameFor(ctx.locale, {
            name_zh: school.nameZh,
            name_cn: school.nameCn,
            name_en: school.nameEn,
          })
        : "";
      return pay(
        { ...ctx, merchant },
        { payer: me, dueId: ctx.body.due_id, method: ctx.body.method, provider },
      );
    });

  route(endpoints.feesPaymentResult)
    .as(payer("query"))
    .handle((ctx, me) => paymentResult(ctx, { payer: me, dueId: ctx.body.due_id, provider }));

  route(endpoints.feesUploadSlip)
    .as(payer("add"))
    .handle((ctx, me) =>
      uploadSlip(ctx, { payer: me, dueId: ctx.body.due_id, file: ctx.body.file, provider }),
    );

  route(endpoints.feesPayNotify)
    .as(anyone)
    .handle((ctx) => payNotified(ctx, { notice: ctx.body, provider }));

  route(endpoints.feesItems)
    .as(follower)
    .handle((ctx, me) => itemsPage(ctx, { follower: me, ...ctx.body }));

  route(endpoints.feesItem)
    .as(follower)
    .handle((ctx, me) => itemDetail(ctx, { follower: me, itemId: ctx.body.item_id }));

  route(endpoints.feesCreateItem)
    .as(bursar("add"))
    .handle(async (ctx, me) => {
      const { item, dueIds } = await createItem(ctx, { office: me, input: ctx.body, groups });
      await tellNewFee(ctx, messenger, { schoolId: me.schoolId, dueIds });
      return item;
    });

  route(endpoints.feesChildGroups)
    .as(bursar("add"))
    .handle((ctx, me) => childGroups(ctx, { schoolId: me.schoolId, groups }));

  route(endpoints.feesDues)
    .as(follower)
    .handle((ctx, me) => duesPage(ctx, { follower: me, ...ctx.body }));

  route(endpoints.feesDecideSlip)
    .as(bursar("edit"))
    .handle(async (ctx, me) => {
      const payment = await decideSlip(ctx, {
        schoolId: me.schoolId,
        paymentId: ctx.body.payment_id,
        decision: ctx.body.decision,
        reason: ctx.body.reason,
      });
      await tellDecision(ctx, messenger, payment);
      return officeDueOf(ctx, { schoolId: me.schoolId, dueId: payment.dueId });
    });

  route(endpoints.feesRefund)
    .as(bursar("edit"))
    .handle(async (ctx, me) => {
      const before = await officeDueOf(ctx, { schoolId: me.schoolId, dueId: ctx.body.due_id });
      const payment = await refund(ctx, {
        schoolId: me.schoolId,
        dueId: ctx.body.due_id,
        reason: ctx.body.reason,
        provider,
      });
      // Told once: a second refund of the same fee answers it as it stands.
      if (before.state !== "refunded") await tellDecision(ctx, messenger, payment);
      return officeDueOf(ctx, { schoolId: me.schoolId, dueId: payment.dueId });
    });

  // A slip's file: the office, or a parent of the child it pays for.
  download(contractDownloads.feesSlipFile)
    .as(async (ctx) => {
      const roles = ctx.auth?.user.roles ?? [];
      return allowedMember(roles.includes("staff") ? OFFICE_PAGE : FAMILY_PAGE, "query")(ctx);
    })
    .handle(async (ctx, me) => {
      const office = me.roles.includes("staff");
      const children = office
        ? null
        : (
            await ctx.db
              .select({ id: guardianships.studentId })
              .from(guardianships)
              .where(eq(guardianships.parentId, me.userId))
          ).map((c) => c.id);
      return storedDownload(
        deps.files,
        await slipUpload(ctx.db, {
          paymentId: ctx.params.id,
          schoolId: me.schoolId,
          parentOf: children,
        }),
      );
    });

  download(contractDownloads.feesExport)
    .as(bursar("export"))
    .handle((ctx, me) => feesWorkbook(ctx, { schoolId: me.schoolId, ...ctx.query }));
}
