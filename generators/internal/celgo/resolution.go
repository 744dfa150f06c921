package celgo

// Facts that combine. A fact that is a junction settles more than itself
// once the other facts decide all but one of its operands: a filter's
// predicate `ip != "" || hostname != ""` kept an element (its skip test
// `ip == "" && hostname == ""` is false), and a branch where `ip == ""`
// holds then knows `hostname != ""`, so reading the hostname there checks
// nothing (Ingress's Address), as a person reasons through a loop's
// continue and an else.

// resolved are the atoms and junctions falses and trues, what withFacts
// knows false and true, imply beyond themselves: the last undecided
// operand of a false && whose others hold is false, and the last of a
// true || whose others are false is true. Facts reading computed
// variables are left as they are (withFacts folds with them only
// conditions that read the same). Repeated until nothing more follows,
// at most once per fact.
func resolved(falses, trues []*condition) (moreFalse, moreTrue []*condition) {
	holds := func(a *condition) bool {
		for _, t := range trues {
			if implies(t, a) {
				return true
			}
		}
		for _, f := range falses {
			if implies(not(f), a) {
				return true
			}
		}
		return false
	}
	fails := func(a *condition) bool {
		for _, f := range falses {
			if implies(a, f) {
				return true
			}
		}
		for _, t := range trues {
			if implies(a, not(t)) {
				return true
			}
		}
		return false
	}
	used := map[*condition]bool{}
	for range len(falses) + len(trues) {
		found := false
		for _, f := range falses {
			if rest := lastUndecided(f, condAnd, holds, used); rest != nil {
				falses, moreFalse, found = append(falses, rest), append(moreFalse, rest), true
			}
		}
		for _, t := range trues {
			if rest := lastUndecided(t, condOr, fails, used); rest != nil {
				trues, moreTrue, found = append(trues, rest), append(moreTrue, rest), true
			}
		}
		if !found {
			break
		}
	}
	return moreFalse, moreTrue
}

// lastUndecided is the one operand of j, a junction of kind, that decided
// (holds for &&, fails for ||) does not settle, where decided settles all
// the others; nil otherwise, or where j was resolved before (used).
func lastUndecided(j *condition, kind condKind, decided func(*condition) bool, used map[*condition]bool) *condition {
	if j.kind != kind || used[j] || j.computed() != nil {
		return nil
	}
	var rest *condition
	for _, a := range j.args {
		if decided(a) {
			continue
		}
		if rest != nil {
			return nil
		}
		rest = a
	}
	used[j] = true
	return rest
}
