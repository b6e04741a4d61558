import { graphql, useStaticQuery } from 'gatsby';
import type { TrainerChoice } from '../../forms/choices';
import { present } from '../../lib/query-data';

/** Every trainer in content/data/trainers.yaml, in content order: the preferred-trainer choices. */
export function useTrainerNames(): readonly TrainerChoice[] {
  const data = useStaticQuery<Queries.ConsultationTrainersQuery>(graphql`
    query ConsultationTrainers {
      contentTrainers(lang: { eq: "en" }) {
        trainers {
          name
          practitionerType
        }
      }
    }
  `);
  return present(data.contentTrainers, 'content/data/trainers.yaml').trainers;
}
