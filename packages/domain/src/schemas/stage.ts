import { z } from 'zod';
import type { StageId } from '../stages/stage-ids.ts';
import { isStageId } from '../stages/stage-ids.ts';
import { idSchema } from './common.ts';
import {
  booleanField,
  fromQuery,
  integerField,
  objectSchema,
  optionalTextField,
  readableErrors,
  textField,
} from './fields.ts';

export const stageMessages = {
  unknownStage: 'Choose a known stage.',
} as const;

/** A stage id of spec §3; ids outside the list (12, 13, 21, ...) are refused. */
export const stageIdSchema = z
  .number(readableErrors)
  .int()
  .refine((value): value is StageId => isStageId(value), { error: stageMessages.unknownStage });

/** A stage id from a path or query string. */
export const stageIdParamSchema = fromQuery(stageIdSchema);

/** A stage referenced by id, as scores and moves send it. */
export const stageRefSchema = objectSchema({ id: stageIdSchema });

/** A sub-stage of a stage (§3). Decision: codeStage is free text, as the spec only says codes "include" pending and completed. */
export const subStageSchema = objectSchema({
  id: idSchema,
  codeStage: textField(50),
  defaultSubStage: booleanField().nullish(),
  orderIndex: integerField(0).nullish(),
});
export type SubStage = z.output<typeof subStageSchema>;

/** A stage with its sub-stages (§3). Decision: groupStage is the stage group's name as text; its values are not shown. */
export const stageSchema = objectSchema({
  id: stageIdSchema,
  groupStage: optionalTextField(50),
  subStages: z.array(subStageSchema, readableErrors).nullish(),
});
export type Stage = z.output<typeof stageSchema>;

/** Stage groups of the pipeline counts (§3). */
export const pipelineStageGroups = ['applied', 'screening', 'interview', 'offer'] as const;
export type PipelineStageGroup = (typeof pipelineStageGroups)[number];

const countSchema = integerField(0);

/** Counts of one stage group split by code stage (§3 pipeline counts). */
export const pipelineGroupCountsSchema = objectSchema({
  pending: countSchema,
  invited: countSchema,
  scheduled: countSchema,
  in_progress: countSchema,
  completed: countSchema,
});

export const pipelineCountsSchema = objectSchema({
  applied: pipelineGroupCountsSchema,
  screening: pipelineGroupCountsSchema,
  interview: pipelineGroupCountsSchema,
  offer: pipelineGroupCountsSchema,
});
export type PipelineCounts = z.output<typeof pipelineCountsSchema>;
