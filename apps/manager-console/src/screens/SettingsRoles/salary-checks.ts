import type { RoleDetails } from './role-draft.ts';
import { readAmount, salaryInputs } from './role-draft.ts';

// The salary inputs checked before saving, as the API would: amounts, and a range that does not run backwards.

type SalaryInput = keyof typeof salaryInputs;
export type SalaryProblem = 'salaryAmount' | 'salaryMinRequired' | 'salaryMaxBelowMin';

export function salaryProblems(details: RoleDetails): Partial<Record<SalaryInput, SalaryProblem>> {
  const problems: Partial<Record<SalaryInput, SalaryProblem>> = {};
  const min = readAmount(details.salaryMin);
  const max = readAmount(details.salaryMax);
  if (details.salaryMin.trim() !== '' && min === null) problems.salaryMin = 'salaryAmount';
  if (details.salaryMax.trim() !== '' && max === null) problems.salaryMax = 'salaryAmount';
  if (details.salaryMin.trim() === '' && max !== null) problems.salaryMin = 'salaryMinRequired';
  if (min !== null && max !== null && max < min) problems.salaryMax = 'salaryMaxBelowMin';
  return problems;
}

/** The input an API field error of the salary belongs beside ('salary.max' -> salaryMax). */
export function salaryInputOf(field: string): SalaryInput | undefined {
  return (Object.keys(salaryInputs) as SalaryInput[]).find((input) => salaryInputs[input] === field);
}
