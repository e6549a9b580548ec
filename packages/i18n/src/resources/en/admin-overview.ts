// Wording of the admin console's overview (/admin): the provider's figures across all clients.

export const overview = {
  title: 'Overview',
  intro: 'Figures across all client organisations.',
} as const;
