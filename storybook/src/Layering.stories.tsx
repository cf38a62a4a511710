import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import { Button, Dialog, DialogActions, useToast } from 'widgets/ui';
import { withWidgetEnvironment } from './support/environment';

/**
 * A toast that arrives while a dialog is open: the dialog stays on top and its buttons take the
 * taps (on phones the toast is at the top of the screen, the sheet at the bottom).
 */
function ToastOverDialog() {
  const toast = useToast();
  useEffect(() => {
    toast({
      title: 'Counter-offer Submitted',
      description: 'Your counter-offer has been sent to the buyer.',
      variant: 'success',
      duration: 600_000,
    });
  }, [toast]);
  return (
    <Dialog title="Accept this offer?" description="The buyer pays into escrow next." onClose={() => {}}>
      <DialogActions>
        <Button $variant="secondary">Cancel</Button>
        <Button>Accept Offer</Button>
      </DialogActions>
    </Dialog>
  );
}

const meta: Meta<typeof ToastOverDialog> = {
  title: 'Widgets/Layering/Toast and dialog',
  component: ToastOverDialog,
  decorators: [withWidgetEnvironment({ routes: {} })],
  parameters: { layout: 'fullscreen' },
};
export default meta;

export const ToastWhileDialogOpen: StoryObj<typeof ToastOverDialog> = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = page.getByRole('dialog', { name: 'Accept this offer?' });
    await expect(await page.findByText('Counter-offer Submitted')).toBeInTheDocument();
    const backdrop = dialog.parentElement!;
    const region = page.getByRole('region', { name: /^Notifications/ });
    await expect(Number(getComputedStyle(backdrop).zIndex)).toBeGreaterThan(Number(getComputedStyle(region).zIndex));
  },
};
