import { memo } from 'react';
import {
  AppWindow,
  Anchor,
  BookMarked,
  CircleChevronDown,
  FileCode2,
  FileText,
  Folder,
  FolderCog,
  Globe,
  Languages,
  Layers,
  ListTree,
  Menu,
  Package,
  Tag,
  Zap,
} from 'lucide-react';

const ICONS: Record<string, typeof Folder> = {
  navigation: ListTree,
  global: Globe,
  language: Languages,
  version: Tag,
  product: Package,
  tab: AppWindow,
  dropdown: CircleChevronDown,
  anchor: Anchor,
  globalAnchor: BookMarked,
  globalTab: BookMarked,
  globalVersion: BookMarked,
  globalLanguage: BookMarked,
  globalDropdown: BookMarked,
  globalProduct: BookMarked,
  menuItem: Menu,
  group: Folder,
  page: FileText,
  operation: FileCode2,
  generated: Zap,
  generatedGroup: FolderCog,
};

/** A distinct icon per element kind. */
export const KindIcon = memo(function KindIcon({ kind }: { kind: string }) {
  const Icon = ICONS[kind] ?? Layers;
  return <Icon size={14} aria-hidden="true" className={`kind-icon kind-${kind}`} />;
});
