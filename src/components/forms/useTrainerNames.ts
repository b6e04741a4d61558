import { useContext } from 'react';
import type { TrainerChoice } from '../../forms/choices';
import { PageDataContext } from '../../hooks/usePageData';

/**
 * Every trainer in content/data/trainers.yaml, in content order: the preferred-trainer choices, what they
 * do in the page's language (the name is the option's value). From the page's query: ConsultationFormWords
 * (beside the form) selects them as `formTrainers`.
 */
export function useTrainerNames(): readonly TrainerChoice[] {
  const data = useContext(PageDataContext)?.data as { formTrainers?: { trainers?: readonly TrainerChoice[] } | null } | null | undefined;
  const trainers = data?.formTrainers?.trainers;
  if (!trainers) throw new Error("The trainers are not in the page's data: spread ...ConsultationFormWords in the page query");
  return trainers;
}
