/** How a hold is said: in hours when it is a whole number of them ("2 hours"), else in minutes ("90 minutes"). */
export function holdWording(minutes: number): { unit: 'holdHours' | 'holdMinutes'; count: number } {
  return minutes > 0 && minutes % 60 === 0
    ? { unit: 'holdHours', count: minutes / 60 }
    : { unit: 'holdMinutes', count: minutes };
}
