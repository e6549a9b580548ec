// schema.org JobPosting as Google for Jobs checks it (developers.google.com/search/docs/appearance/
// structured-data/job-posting): what a posting must have to be listed, what Google recommends, and the type
// of every value both name. Each check returns the problems it found, so a test shows all of them at once.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
// ISO 8601: a date, or a date and time with seconds (and fractions) and a zone.
const iso8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/;
const isIsoDate = (value: unknown) =>
  typeof value === 'string' && iso8601.test(value) && !Number.isNaN(Date.parse(value));
const isAbsoluteUrl = (value: unknown, scheme = /^https?:$/) => {
  if (typeof value !== 'string') return false;
  try {
    return scheme.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const employmentTypes = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
export const salaryUnits = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

function typed(value: unknown, type: string, name: string, problems: string[]): value is Json {
  if (!isObject(value)) {
    problems.push(`${name} is not an object`);
    return false;
  }
  if (value['@type'] !== type) problems.push(`${name}['@type'] is not ${type}`);
  return true;
}

function checkLocation(posting: Json, problems: string[]) {
  const remote = posting.jobLocationType === 'TELECOMMUTE';
  if (posting.jobLocationType !== undefined && !remote) problems.push('jobLocationType is not TELECOMMUTE');
  if (posting.jobLocation !== undefined && typed(posting.jobLocation, 'Place', 'jobLocation', problems)) {
    const address = posting.jobLocation.address;
    if (typed(address, 'PostalAddress', 'jobLocation.address', problems)) {
      if (!isText(address.addressLocality) && !isText(address.addressCountry)) {
        problems.push('jobLocation.address names neither a locality nor a country');
      }
      if (address.addressCountry !== undefined && !/^[A-Z]{2}$/.test(String(address.addressCountry))) {
        problems.push('jobLocation.address.addressCountry is not an ISO 3166-1 alpha-2 code');
      }
    }
  }
  const requirements = posting.applicantLocationRequirements;
  if (
    requirements !== undefined &&
    typed(requirements, 'Country', 'applicantLocationRequirements', problems)
  ) {
    if (!isText(requirements.name)) problems.push('applicantLocationRequirements.name is missing');
  }
  if (remote && requirements === undefined && posting.jobLocation === undefined) {
    problems.push('a TELECOMMUTE posting names neither applicantLocationRequirements nor jobLocation');
  }
  if (!remote && posting.jobLocation === undefined) {
    problems.push(
      'jobLocation is missing (or jobLocationType TELECOMMUTE with applicantLocationRequirements)',
    );
  }
}

/** The properties Google requires, each of its type. */
export function requiredProblems(posting: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(posting)) return ['the posting is not an object'];
  if (posting['@context'] !== 'https://schema.org') problems.push("@context is not 'https://schema.org'");
  if (posting['@type'] !== 'JobPosting') problems.push('@type is not JobPosting');
  if (!isText(posting.title)) problems.push('title is missing');
  if (!isText(posting.description)) problems.push('description is missing');
  if (!isIsoDate(posting.datePosted)) problems.push('datePosted is not an ISO 8601 date');
  const organization = posting.hiringOrganization;
  if (typed(organization, 'Organization', 'hiringOrganization', problems) && !isText(organization.name)) {
    problems.push('hiringOrganization.name is missing');
  }
  checkLocation(posting, problems);
  return problems;
}

/**
 * The properties Google recommends, each of its type. `expect` says which the role has the data for: a
 * deadline (validThrough), a salary (baseSalary), a logo.
 */
export function recommendedProblems(
  posting: unknown,
  expect: { validThrough: boolean; baseSalary: boolean; logo: boolean },
): string[] {
  const problems: string[] = [];
  if (!isObject(posting)) return ['the posting is not an object'];
  if (expect.validThrough || posting.validThrough !== undefined) {
    if (!isIsoDate(posting.validThrough)) problems.push('validThrough is not an ISO 8601 date');
    else if (Date.parse(String(posting.validThrough)) <= Date.parse(String(posting.datePosted))) {
      problems.push('validThrough is not after datePosted');
    }
  }
  if (!employmentTypes.includes(String(posting.employmentType))) {
    problems.push(`employmentType is not one of ${employmentTypes.join(', ')}`);
  }
  if (typed(posting.identifier, 'PropertyValue', 'identifier', problems)) {
    if (!isText(posting.identifier.name) || !isText(posting.identifier.value)) {
      problems.push('identifier needs a name and a value');
    }
  }
  if (typeof posting.directApply !== 'boolean') problems.push('directApply is not a boolean');
  const organization = isObject(posting.hiringOrganization) ? posting.hiringOrganization : {};
  if (!isAbsoluteUrl(organization.sameAs)) problems.push('hiringOrganization.sameAs is not an absolute URL');
  if (expect.logo || organization.logo !== undefined) {
    if (!isAbsoluteUrl(organization.logo, /^https:$/))
      problems.push('hiringOrganization.logo is not an https URL');
  }
  if (expect.baseSalary || posting.baseSalary !== undefined) checkSalary(posting.baseSalary, problems);
  if (!isAbsoluteUrl(posting.url)) problems.push('url is not an absolute URL');
  return problems;
}

function checkSalary(salary: unknown, problems: string[]) {
  if (!typed(salary, 'MonetaryAmount', 'baseSalary', problems)) return;
  if (!/^[A-Z]{3}$/.test(String(salary.currency)))
    problems.push('baseSalary.currency is not an ISO 4217 code');
  const value = salary.value;
  if (!typed(value, 'QuantitativeValue', 'baseSalary.value', problems)) return;
  if (!salaryUnits.includes(String(value.unitText))) {
    problems.push(`baseSalary.value.unitText is not one of ${salaryUnits.join(', ')}`);
  }
  const numbers = [value.value, value.minValue, value.maxValue].filter((amount) => amount !== undefined);
  if (numbers.length === 0 || numbers.some((amount) => typeof amount !== 'number' || amount < 0)) {
    problems.push('baseSalary.value has no amount, or one that is not a number');
  }
  if (value.value === undefined && (value.minValue === undefined || value.maxValue === undefined)) {
    problems.push('baseSalary.value is neither one value nor a minValue-maxValue range');
  }
  if (
    typeof value.minValue === 'number' &&
    typeof value.maxValue === 'number' &&
    value.minValue > value.maxValue
  ) {
    problems.push('baseSalary.value.minValue is above maxValue');
  }
}
