import type { FairnessEvidence } from '@shortlist/domain/contract';
import { apiError } from '@shortlist/shell/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  hartwellManager,
  hartwellManagerAdmin,
  renderConsoleScreen,
} from '../../app/render-console-screen.tsx';
import FairnessScreen from './FairnessScreen.tsx';

const evidence: FairnessEvidence = {
  roleId: 7,
  minimumGroupSize: 5,
  agreement: [
    { stageId: 6, intervalAlpha: 0.849, ordinalAlpha: 0.815, pairableUnits: 11, ratings: 40, assessors: 4 },
    { stageId: 9, intervalAlpha: null, ordinalAlpha: null, pairableUnits: 0, ratings: 3, assessors: 3 },
  ],
  leniency: [
    { assessorKey: 'user:3', assessorName: 'Harriet Wells', leniency: 0.5, comparedRatings: 12, ratings: 12 },
    {
      assessorKey: 'email:pat@review.test',
      assessorName: 'Pat Partner',
      leniency: -1,
      comparedRatings: 12,
      ratings: 14,
    },
  ],
  passRates: [],
};

function open(reply: unknown, user = hartwellManagerAdmin) {
  return renderConsoleScreen(<FairnessScreen />, {
    route: '/manager/roles/:roleId/fairness',
    path: '/manager/roles/7/fairness',
    user,
    api: {
      'GET /api/v1/roles/7': { id: 7, name: 'Training contract 2028' },
      'GET /api/v1/organization/1/roles/7/fairness': reply,
    },
  });
}

describe('the fairness evidence', () => {
  it('shows each stage’s alpha and each assessor’s leniency against the panel', async () => {
    open(evidence);
    const agreement = await screen.findByRole('table', { name: /Krippendorff’s alpha per stage/ });
    const first = within(agreement).getByRole('row', { name: /1st round/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0.849', '0.815', '11', '40', '4']);
    expect(within(agreement).getByRole('row', { name: /Assessment centre/ })).toHaveTextContent(
      'Not enough ratings',
    );
    const leniency = screen.getByRole('table', { name: /against the rest of the panel/ });
    expect(within(leniency).getByRole('row', { name: /Harriet Wells/ })).toHaveTextContent('+0.50');
    expect(within(leniency).getByRole('row', { name: /Pat Partner/ })).toHaveTextContent('-1.00');
  });

  it('tells a standard manager it is for manager admins', async () => {
    open({ status: 403, body: apiError('You do not have permission to do that.') }, hartwellManager);
    expect(await screen.findByText('Fairness evidence is for manager admins')).toBeInTheDocument();
  });
});
