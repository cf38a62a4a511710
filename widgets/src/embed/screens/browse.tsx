import { BrowseWidget } from '../../browse/BrowseWidget';
import type { EmbedConfig } from '../attributes';

export const renderBrowse = (config: EmbedConfig) => <BrowseWidget pageSize={config.pageSize} />;
