// Block type → component. `satisfies` makes the compiler prove the map exhaustive against the zod
// union in lib/wp/blocks.ts: a new block type without a component (or a wrong one) fails to build.
import type { ComponentType } from 'react';
import type { BlockType } from '@/lib/wp/blocks';
import { CaseCooperation } from './case_cooperation_with_list/CaseCooperation';
import { CaseDesign } from './case_design/CaseDesign';
import { CasePage } from './case_page/CasePage';
import { Column } from './column/Column';
import { ColumnWithList } from './column_with_list/ColumnWithList';
import { ColumnWithSlider } from './column_with_slider/ColumnWithSlider';
import { ControlSystem } from './control_system/ControlSystem';
import { CreateSolutions } from './create_solutions/CreateSolutions';
import { FunctionalCreate } from './functional_create/FunctionalCreate';
import { ListBlock } from './list/ListBlock';
import { MobileVersion } from './mobile_version/MobileVersion';
import { MorphingLink } from './morphing_link/MorphingLink';
import { Offering } from './offering/Offering';
import { Opportunity } from './opportunity/Opportunity';
import { OpportunityWithList } from './opportunity_with_list/OpportunityWithList';
import { Review } from './review/Review';
import type { BlockProps } from './types';

export type BlockRegistry = { [K in BlockType]: ComponentType<BlockProps<K>> };

export const blockComponents = {
  offering: Offering,
  case_page: CasePage,
  case_design: CaseDesign,
  opportunity: Opportunity,
  'functional-create': FunctionalCreate,
  list: ListBlock,
  column: Column,
  column_with_slider: ColumnWithSlider,
  opportunity_with_list: OpportunityWithList,
  column_with_list: ColumnWithList,
  review: Review,
  mobile_version: MobileVersion,
  control_system: ControlSystem,
  case_cooperation_with_list: CaseCooperation,
  morphing_link: MorphingLink,
  create_solutions: CreateSolutions,
} satisfies BlockRegistry;

export type { BlockProps } from './types';
