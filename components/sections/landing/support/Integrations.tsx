// #integrations (SPEC 2.10 section 7): partner marks by kind of service, one tab per kind.
import { Fragment } from 'react';
import { SectionShell } from '@/components/sections/page/SectionShell';
import type { SupportLanding } from '@/content/landings/types';
import { IntegrationTabs } from './IntegrationTabs';
import styles from './Integrations.module.scss';
import { PartnerMark } from './PartnerMark';

export function Integrations({ block }: { block: SupportLanding['integrations'] }) {
  return (
    <SectionShell id="integrations" title={block.title} lead={block.subtitle} layout="stacked">
      <IntegrationTabs
        label="Виды сервисов"
        tabs={block.kinds.map(({ id, label }) => ({ id, label }))}
        panels={block.kinds.map((kind) => (
          <Fragment key={kind.id}>
            <p className={styles.panelText}>{kind.text}</p>
            <ul className={styles.marks}>
              {kind.partners.map((partner) => (
                <li key={partner.name}>
                  <PartnerMark {...partner} />
                </li>
              ))}
            </ul>
          </Fragment>
        ))}
      />
    </SectionShell>
  );
}
