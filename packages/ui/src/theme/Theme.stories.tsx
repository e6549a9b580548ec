import { brandIds } from '@shortlist/domain/brands';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../components/Button/Button.tsx';
import { TimedAlert } from '../components/TimedAlert/TimedAlert.tsx';
import { TextField } from '../forms/TextField/TextField.tsx';
import { brandThemeClass } from './brand-themes.css.ts';
import { brandTokens } from './brands/index.ts';

function BrandShowcase() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      {brandIds.map((brandId) => (
        <section
          key={brandId}
          className={brandThemeClass[brandId]}
          aria-label={brandId}
          style={{ padding: 16 }}
        >
          <h2 style={{ marginTop: 0 }}>{brandId}</h2>
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
            {Object.entries(brandTokens[brandId].color).map(([name, value]) => (
              <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                <span
                  aria-hidden="true"
                  style={{
                    width: 16,
                    height: 16,
                    background: value,
                    border: '1px solid #8a919c',
                    display: 'inline-block',
                  }}
                />
                <code>{name}</code>
              </li>
            ))}
          </ul>
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="danger">Danger</Button>
            <Button variant="text">Text</Button>
          </div>
          <TextField
            label={`Email (${brandId})`}
            value=""
            onChange={() => undefined}
            error="Please enter your email"
          />
          <TimedAlert title="Saved" timeout={600_000} type="success" />
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Brand themes',
  component: BrandShowcase,
} satisfies Meta<typeof BrandShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every brand's tokens side by side; axe checks their colour contrast on this story. */
export const AllBrands: Story = {};
