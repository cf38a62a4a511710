import { FederatedWidget, type FederatedWidgetProps } from './FederatedWidget';
import { SCREENS } from '../screens';

export interface BrowseProps extends FederatedWidgetProps {
  pageSize?: number;
}

/** Exposed as `headliner/Browse`. */
export default function Browse({ pageSize, ...props }: BrowseProps) {
  return (
    <FederatedWidget
      widget="browse"
      props={props}
      extra={{ pageSize: pageSize === undefined ? undefined : String(pageSize) }}
    >
      {(config) => SCREENS.browse?.(config)}
    </FederatedWidget>
  );
}
