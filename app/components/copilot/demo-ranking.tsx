import { experienceOf, RankedCandidateCard } from "~/components/copilot/ranked-candidate-card";
import type { DemoRankedCandidate } from "../../../common/copilot-drafting";

/** The ranked sample candidates, each with its score, explanation and the points of every criterion. */
export function DemoRankedList({ candidates }: { candidates: DemoRankedCandidate[] }) {
  return (
    <ol aria-label="Ranked sample candidates" className="space-y-4">
      {candidates.map((candidate) => {
        const experience = experienceOf(candidate);
        return (
          <li key={candidate.ref}>
            <RankedCandidateCard
              candidate={candidate}
              title={candidate.label}
              subtitle={`${candidate.headline}${experience ? ` · ${experience}` : ""}`}
              summary={candidate.explanation}
            />
          </li>
        );
      })}
    </ol>
  );
}
