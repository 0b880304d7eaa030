import { Badge } from '@chakra-ui/react';

const COMPETITION: Record<string, string> = { Low: 'green', Medium: 'yellow', High: 'orange', 'Very High': 'red' };
const FREQUENCY: Record<string, string> = { Daily: 'green', Weekly: 'green', Monthly: 'yellow', Quarterly: 'orange', Annually: 'red' };

/** Unknown values fall back to the Medium styling rather than showing no badge colour. */
export const competitionPalette = (level: string) => COMPETITION[level] ?? COMPETITION.Medium!;
/** Unknown values fall back to the Weekly styling rather than showing no badge colour. */
export const frequencyPalette = (frequency: string) => FREQUENCY[frequency] ?? FREQUENCY.Weekly!;

export function CompetitionBadge({ level }: { level: string }) {
  return (
    <Badge colorPalette={competitionPalette(level)} variant="subtle">
      {level} competition
    </Badge>
  );
}

export function FrequencyBadge({ frequency }: { frequency: string }) {
  return (
    <Badge colorPalette={frequencyPalette(frequency)} variant="subtle">
      {frequency} opportunities
    </Badge>
  );
}
