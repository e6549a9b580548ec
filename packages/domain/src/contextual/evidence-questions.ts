/** Every question key a flag's evidence names (each has a wording under manager:contextual.questions). */
export const contextualEvidenceQuestions = [
  'firstGenerationUniversity',
  'freeSchoolMeals',
  'schoolType',
  'bursary',
  'parentalOccupation',
  'universityStartYear',
  'universityGraduationYear',
  'sixthFormSchoolCompletedYear',
  'secondarySchoolCompletedYear',
  'careExperience',
  'refugeeOrAsylum',
  'school',
  'aLevelGrades',
  'schoolAveragePoints',
] as const;
export type ContextualEvidenceQuestion = (typeof contextualEvidenceQuestions)[number];
