import { z } from "zod";

/**
 * What one act on many records answers (ECA approvals and moves, the admissions office's
 * decisions): each record's outcome — done, or why not in the caller's words — so one refusal
 * never stops the rest and the screen can say which to look at again.
 */
export const batchOutcomesSchema = z.object({
  results: z.array(z.object({ id: z.number().int().positive(), ok: z.boolean(), msg: z.string() })),
});
export type BatchOutcomes = z.infer<typeof batchOutcomesSchema>;
