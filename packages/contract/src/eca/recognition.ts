import { z } from "zod";
import { pageOf, pageRequestSchema } from "../paging";
import { ecaNamedSchema, ecaPersonSchema, ecaStudentSchema } from "./schemas";
import {
  ECA_EVIDENCE_FIELDS,
  ECA_RECOGNITION_STATUSES,
  ECA_RECOGNITION_TARGETS,
  ECA_TRAIT_DECIDE_MAX,
  ECA_TRAIT_DECISIONS,
} from "./insight-values";

/*
 * AI recognition of special traits: the shapes of its jobs and proposals, and the requests that
 * start, list and decide them. A job's `error` and a proposal's evidence are worded for the
 * caller; the evidence's `words` are what the engine read in `text` (the client marks them).
 */

const id = () => z.coerce.number().int().positive().max(2_147_483_647);
const eventRef = ecaNamedSchema.extend({ code: z.string() });

/** What the engine read: the field, its text (at most 300 characters) and the words it found. */
export const ecaEvidenceSchema = z.object({
  field: z.enum(ECA_EVIDENCE_FIELDS),
  text: z.string(),
  words: z.array(z.string()),
});
export type EcaEvidence = z.infer<typeof ecaEvidenceSchema>;

/** One recognition job: its target, its state and progress, and what it proposed. */
export const ecaRecognitionSchema = z.object({
  id: z.number().int().positive(),
  target: z.enum(ECA_RECOGNITION_TARGETS),
  /** The event read (target "event"), or null. */
  event: eventRef.nullable(),
  /** The student whose records were read (target "student"), or null. */
  student: ecaStudentSchema.nullable(),
  status: z.enum(ECA_RECOGNITION_STATUSES),
  /** Records to read, and read so far. */
  total: z.number().int(),
  done: z.number().int(),
  /** Why it failed, in the caller's language; null unless failed. */
  error: z.string().nullable(),
  /** "local", or the model of an OpenAI-compatible endpoint. */
  engine: z.string(),
  attempts: z.number().int(),
  created_by: ecaPersonSchema.nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Its proposals, and how many have been accepted and rejected. */
  proposals: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  /** Whether the caller may decide its proposals and retry it. */
  editable: z.boolean(),
});
export type EcaRecognition = z.infer<typeof ecaRecognitionSchema>;

export const ecaRecognitionPageSchema = pageOf(ecaRecognitionSchema);
export type EcaRecognitionPage = z.infer<typeof ecaRecognitionPageSchema>;

/** A trait proposed for a student from one of their records, with its evidence. */
export const ecaTraitProposalSchema = z.object({
  id: z.number().int().positive(),
  entry_id: z.number().int().positive(),
  student: ecaStudentSchema,
  event: eventRef,
  trait: ecaNamedSchema,
  /** 0–100: how much the records say it. */
  strength: z.number().int(),
  evidence: z.array(ecaEvidenceSchema),
  decision: z.enum(ECA_TRAIT_DECISIONS),
  decided_by: ecaPersonSchema.nullable(),
  decided_at: z.string().nullable(),
});
export type EcaTraitProposal = z.infer<typeof ecaTraitProposalSchema>;

/** A job with one page of its proposals (students in register order, strongest first). */
export const ecaRecognitionDetailSchema = pageOf(ecaTraitProposalSchema).extend({
  recognition: ecaRecognitionSchema,
});
export type EcaRecognitionDetail = z.infer<typeof ecaRecognitionDetailSchema>;

export const ecaTraitDecisionsResultSchema = z.object({
  proposals: z.array(ecaTraitProposalSchema),
});
export type EcaTraitDecisionsResult = z.infer<typeof ecaTraitDecisionsResultSchema>;

/** Starts recognition of an event's students or of one student's records. */
export const recognizeSchema = z.object({
  target: z.enum(ECA_RECOGNITION_TARGETS, { error: "validation.invalidOption" }),
  id: id(),
});
export type Recognize = z.infer<typeof recognizeSchema>;

/** The recognition list's filters. */
export const ecaRecognitionsRequestSchema = pageRequestSchema.extend({
  status: z.enum(ECA_RECOGNITION_STATUSES, { error: "validation.invalidOption" }).optional(),
  event_id: id().optional(),
  /** A class ("4A"): jobs that read a student of it. */
  class_name: z
    .string()
    .trim()
    .max(10, { error: "validation.tooLong" })
    .optional()
    .transform((v) => v || undefined),
});
export type EcaRecognitionsRequest = z.input<typeof ecaRecognitionsRequestSchema>;

export const ecaRecognitionRequestSchema = pageRequestSchema.extend({
  id: id(),
  decision: z.enum(ECA_TRAIT_DECISIONS, { error: "validation.invalidOption" }).optional(),
});

/** Accepts or rejects proposals, one decision for all of them. */
export const decideTraitsSchema = z.object({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(ECA_TRAIT_DECIDE_MAX, { error: "validation.tooManyItems" })
    .refine((ids) => ids.length > 0, { error: "validation.selectItems" }),
  decision: z.enum(["accepted", "rejected"], { error: "validation.invalidOption" }),
});
export type DecideTraits = z.infer<typeof decideTraitsSchema>;
