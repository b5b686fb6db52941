#!/usr/bin/env python3
"""Opens the dashboard in headless Chromium (Selenium + chromedriver) and reports what rendered.

Usage: browser-check.py SITE_DIR SCENARIO_PAGE SCREENSHOT.png [INDEX_SCREENSHOT.png]
Prints one JSON line: counts of rendered charts, budget lines, change-point marks, hover titles, the
index's scenario rows, sparklines, open regressions with their culprits, machine changes and headroom cells, the headings, the broken
budgets and the scenarios closest to budget, the page's
headroom lines, commit tick labels and value-axis labels as rendered, the console errors, and the
screenshot paths. The caller asserts.
"""
import json, os, sys
from selenium.webdriver.common.by import By
from chromium import driver, severe


def count(browser, css):
    return len(browser.find_elements(By.CSS_SELECTOR, css))


def texts(browser, css):
    return [e.get_attribute("textContent").strip() for e in browser.find_elements(By.CSS_SELECTOR, css)]


def main(site, page, screenshot, index_screenshot=None):
    browser = driver()
    try:
        browser.get("file://" + os.path.join(os.path.abspath(site), "index.html"))
        index = {"rows": count(browser, "#scenarios tbody tr"), "sparklines": count(browser, "svg.sparkline polyline"),
                 "title": browser.title, "errors": severe(browser),
                 "open_regressions": [[td.text for td in row.find_elements(By.TAG_NAME, "td")]
                                      for row in browser.find_elements(By.CSS_SELECTOR, "#open-regressions tbody tr")],
                 "open_links": [a.get_attribute("href").split("/")[-1]
                                for a in browser.find_elements(By.CSS_SELECTOR, "#open-regressions a")],
                 "none_text": texts(browser, "p#open-regressions"),
                 "machine_changes": count(browser, "#machine-changes tbody tr"),
                 "headroom_cells": texts(browser, "#scenarios td.headroom"),
                 "broken_cells": texts(browser, "#scenarios .broken"),
                 "sparkline_heights": browser.execute_script(
                     "return Array.from(document.querySelectorAll('svg.sparkline polyline')).map(p => p.getBBox().height)"),
                 "first_heading": texts(browser, "h2")[:1], "headings": texts(browser, "h2"),
                 "culprits": texts(browser, "#open-regressions td.culprit"),
                 "broken_budgets": texts(browser, "#broken-budgets li"),
                 "closest_to_budget": texts(browser, "#closest-to-budget li")}
        if index_screenshot:
            browser.save_screenshot(index_screenshot)
        browser.find_element(By.CSS_SELECTOR, "a[href='%s']" % page).click()
        charts = browser.find_elements(By.CSS_SELECTOR, "svg.chart")
        rendered = [c for c in charts if c.size["width"] > 100 and c.size["height"] > 100 and c.is_displayed()]
        budget = browser.find_elements(By.CSS_SELECTOR, "svg.chart line.budget-line")
        marks = browser.find_elements(By.CSS_SELECTOR, "svg.chart line.change-point")
        result = {
            "index": index,
            "url": browser.current_url,
            "charts": len(charts), "rendered_charts": len(rendered),
            "budget_lines": len(budget), "change_points": len(marks),
            "regression_marks": count(browser, "svg.chart line.change-point.regression"),
            "bands": count(browser, "svg.chart polygon.spread-band"),
            "points": count(browser, "svg.chart circle.point"),
            "point_titles": browser.execute_script(
                "return Array.from(document.querySelectorAll('svg.chart circle.point title')).filter(t => t.textContent.includes('commit')).length"),
            "mark_titles": [m.find_element(By.TAG_NAME, "title").get_attribute("textContent") for m in marks],
            "budget_stroke": budget[0].value_of_css_property("stroke") if budget else None,
            "budget_in_range": [b.size["width"] > 100 and b.is_displayed() for b in budget],
            "headroom": texts(browser, "p.headroom"),
            "commit_ticks": texts(browser, "svg.chart text.commit-tick"),
            "value_ticks": texts(browser, "svg.chart text.value-tick"),
            "machine_marks": count(browser, "svg.chart line.change-point.machine"),
            "anchors": [e.get_attribute("id") for e in browser.find_elements(By.CSS_SELECTOR, "h3[id]")],
            "errors": severe(browser),
        }
        browser.save_screenshot(screenshot)
        result["screenshot"] = screenshot
        print(json.dumps(result))
    finally:
        browser.quit()


if __name__ == "__main__":
    main(*sys.argv[1:5])
