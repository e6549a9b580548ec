import { isAnswerRequired } from '@shortlist/domain/validation';
import type { ChoiceOption } from '@shortlist/ui';
import type { DocumentFiles } from './application-changes.ts';
import type { Declarations } from './DeclarationsStep.tsx';
import { DeclarationsStep } from './DeclarationsStep.tsx';
import { DocumentsStep } from './DocumentsStep.tsx';
import { EventsStep } from './EventsStep.tsx';
import { FormSectionFields } from './FormSectionFields.tsx';
import type { FieldMessages } from './field-errors.ts';
import type { Answers, AnswerValue } from './form-answers.ts';
import type { DocumentPart, FormStep } from './form-steps.ts';
import { isPartRequired } from './form-steps.ts';
import type { RoleFormConfiguration } from './role-form.ts';

export type StepFieldsProps = {
  step: FormStep;
  config: RoleFormConfiguration | null;
  answers: Answers;
  files: DocumentFiles;
  /** The name of the document of this kind already stored, if any. */
  uploadedName: (part: DocumentPart) => string | null;
  events: readonly string[];
  declarations: Declarations;
  errors: FieldMessages;
  /** Options of autocomplete questions that list none (countries). */
  lookupOptions?: readonly ChoiceOption[];
  eventOptions: readonly ChoiceOption[];
  permitTypeOptions: readonly ChoiceOption[];
  onAnswer: (key: string, value: AnswerValue) => void;
  onChooseFile: (part: DocumentPart, file: File) => void;
  onRejectFile: (part: DocumentPart, message: string) => void;
  onEvents: (values: string[]) => void;
  onDeclarations: (value: Declarations) => void;
};

/** The fields of the step on screen: a section's questions, the documents, the events or the declarations. */
export function StepFields({
  step,
  config,
  answers,
  files,
  uploadedName,
  events,
  declarations,
  errors,
  lookupOptions,
  eventOptions,
  permitTypeOptions,
  onAnswer,
  onChooseFile,
  onRejectFile,
  onEvents,
  onDeclarations,
}: StepFieldsProps) {
  return (
    <>
      {step.kind === 'section' ? (
        <FormSectionFields
          config={config}
          section={step.section}
          answers={answers}
          errors={errors}
          onChange={onAnswer}
          lookupOptions={lookupOptions}
          isRequired={(field) => isAnswerRequired(config, step.section.key, field)}
        />
      ) : null}
      {step.kind === 'documents' ? (
        <DocumentsStep
          parts={step.parts}
          config={config}
          files={files}
          uploadedName={uploadedName}
          errors={errors}
          onChoose={onChooseFile}
          onReject={onRejectFile}
        />
      ) : null}
      {step.kind === 'events' ? (
        <EventsStep options={eventOptions} values={events} onChange={onEvents} />
      ) : null}
      {step.kind === 'declarations' ? (
        <DeclarationsStep
          step={step}
          value={declarations}
          onChange={onDeclarations}
          errors={errors}
          permitTypeOptions={permitTypeOptions}
          citizenshipRequired={isPartRequired(config, 'citizenship')}
        />
      ) : null}
    </>
  );
}
