import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_FILTERS } from 'widgets/browse';
// Its own module: the barrel leaves it out so browse loads it only when the sheet first opens.
import { FiltersSheet } from 'widgets/browse/FiltersSheet';

/** The phone's browse filters: a bottom sheet whose changes wait for Apply. */
const meta: Meta<typeof FiltersSheet> = {
  title: 'Widgets/Browse/Filters sheet',
  component: FiltersSheet,
  parameters: { layout: 'fullscreen' },
  args: {
    filters: { ...DEFAULT_FILTERS, state: 'TX', genre: 'Magic' },
    onApply: fn(),
    onClose: fn(),
  },
};
export default meta;

type Story = StoryObj<typeof FiltersSheet>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const sheet = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Filters' });
    await expect(within(sheet).getByLabelText('City')).toHaveFocus();
    await expect(within(sheet).getByLabelText('State')).toHaveValue('TX');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      city: '',
      state: 'TX',
      genre: 'Magic',
      availableOn: '',
      sortBy: 'featured',
      cleanContent: false,
    });
  },
};

export const Reset: Story = {
  play: async ({ canvasElement, args }) => {
    const sheet = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Reset' }));
    await expect(within(sheet).getByLabelText('State')).toHaveValue('all-states');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
