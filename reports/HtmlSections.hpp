// The sections of report.html, one function each; HtmlPage.cpp puts them in a page.
// Every section is a <section id="..."> whose id the summary links to.
#pragma once

#include <string>

#include "reports/GameRecord.hpp"
#include "reports/GraphRender.hpp"
#include "reports/Report.hpp"

namespace babylon::report {

std::string findingsSection(const Report& r);         // id "findings": what was found about the paper, with evidence
std::string verdictSection(const Report& r);          // id "verdict": findings, headline numbers, stages
std::string metadataSection(const Report& r);         // id "metadata"
std::string theorem41Section(const Report& r);        // id "theorem-4-1"
std::string lemmasSection(const Report& r);           // id "lemmas"
std::string obligationsSection(const Report& r);      // id "obligations"
std::string coverageSection(const Report& r);         // id "coverage"
std::string counterexamplesSection(const Report& r);  // id "counterexamples"
std::string mutantsSection(const Report& r);          // id "mutants"
std::string plotsSection(const Report& r);            // id "plots"
std::string graphsSection(const Report& r, const RenderedGraphs& graphs);  // id "graphs"

// Shared pieces: "<section id=...><h2>title</h2>" and the paragraph for a stage without results.
std::string sectionStart(const std::string& id, const std::string& title);
std::string stageAbsence(const Report& r, const std::string& stage);
// A game record (GameRecord.hpp's strategyLine for a counterexample) as a collapsible table.
std::string recordHtml(const GameLine& g, int index);

}  // namespace babylon::report
